/**
 * Contexts of the generic machines (convention §7.5). A screen provides each with its
 * own bound logic (or a story with a restored snapshot); ListGrid, ReviewDialog,
 * UploadField and the forms read them, so actors are never passed down as props.
 */
import { createActorContext } from '@xstate/react';
import { attachmentsMachine } from '@machines/app/attachments';
import { formMachine } from '@machines/app/form';
import { listMachine } from '@machines/app/list';
import { reviewMachine } from '@machines/app/review';
import { sheetImportMachine } from '@machines/app/sheetImport';
import { smsCodeMachine } from '@machines/app/smsCode';
import { templateDesignerMachine } from '@machines/app/templateDesigner';
import { uploadMachine } from '@machines/app/upload';

export const ListContext = createActorContext(listMachine);
export const ReviewContext = createActorContext(reviewMachine);
export const FormContext = createActorContext(formMachine);
export const UploadContext = createActorContext(uploadMachine);
/** The get-code button of a form that needs an SMS code (SmsCodeField). */
export const SmsCodeContext = createActorContext(smsCodeMachine);
/** A list's spreadsheet import (SheetImportDialog). */
export const SheetImportContext = createActorContext(sheetImportMachine);
/** A certificate template being designed (TemplateDesigner). */
export const TemplateDesignerContext = createActorContext(templateDesignerMachine);
/** A record's files per slot, saved one at a time (a credit application's materials). */
export const AttachmentsContext = createActorContext(attachmentsMachine);
