import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CatalogueName, CourseDetail, InstitutionPerson } from '@machines/contracts';
import { DefinitionItem, DefinitionList } from '../../components/DefinitionList';
import { DocumentsSection } from '../../components/DocumentPreviews';
import { PeopleChips } from '../../components/PeopleChips';
import { RecordHeading } from '../../components/RecordHeading';
import { StatusChip } from '../../components/StatusChip';
import { TimelineSection } from '../../components/Timeline';
import { formatDateTime } from '../../lib/dates';

export interface CourseViewProps {
  readonly detail: CourseDetail;
  /** The course's materials (their own list, loaded apart). */
  readonly materials?: ReactNode;
  /** The course's certificate as its template draws it (loaded apart). */
  readonly certificate?: ReactNode;
  /** What the viewer may do (the institution's links, a reviewer's decisions). */
  readonly actions?: ReactNode;
  /** The institution takes a teacher off (while the course may change). */
  readonly onRemoveTeacher?: (person: InstitutionPerson) => void;
}

/**
 * One course as its institution and its reviewers see it: what it teaches and leads to,
 * the terms, where, its teachers and dates, the cover, its materials, and every step.
 */
export function CourseView({
  detail,
  materials,
  certificate,
  actions,
  onRemoveTeacher,
}: CourseViewProps) {
  const { t, i18n } = useTranslation();
  const datesId = useId();
  const { course, events } = detail;
  const nameOf = (entry: CatalogueName) =>
    i18n.language === 'en' && entry.nameEn ? entry.nameEn : entry.name;
  const levelText = (type: CatalogueName, level: CatalogueName) =>
    type.name ? `${nameOf(type)} · ${nameOf(level)}` : '';

  return (
    <Stack spacing={2.5}>
      <RecordHeading title={course.name} family="course" status={course.status} events={events} />
      <DefinitionList>
        <DefinitionItem label={t('course.institution')}>{course.companyName}</DefinitionItem>
        <DefinitionItem label={t('course.field.courseLevelId')}>
          {levelText(course.courseType, course.courseLevel)}
        </DefinitionItem>
        <DefinitionItem label={t('course.field.certificateLevelId')}>
          {levelText(course.certificateType, course.certificateLevel)}
        </DefinitionItem>
        <DefinitionItem label={t('course.field.fee')}>
          {course.fee && t('course.feeValue', { fee: Number(course.fee).toLocaleString() })}
        </DefinitionItem>
        <DefinitionItem label={t('course.field.capacity')}>
          {course.capacity !== null && t('course.placesValue', { count: course.capacity })}
        </DefinitionItem>
        <DefinitionItem label={t('course.field.creditHours')}>
          {course.creditHours && t('course.hoursValue', { hours: course.creditHours })}
        </DefinitionItem>
        <DefinitionItem label={t('course.field.location')}>
          {course.online ? t('course.onlineValue') : course.location}
        </DefinitionItem>
        <DefinitionItem label={t('course.field.signUpDeadline')}>
          {course.signUpDeadline}
        </DefinitionItem>
        <DefinitionItem label={t('course.field.teacherIds')}>
          {onRemoveTeacher ? (
            <PeopleChips people={course.teachers} onRemove={onRemoveTeacher} />
          ) : (
            course.teachers.map((teacher) => teacher.name).join('、')
          )}
        </DefinitionItem>
        <DefinitionItem label={t('field.submittedAt')}>
          {formatDateTime(course.submittedAt)}
        </DefinitionItem>
        <DefinitionItem label={t('course.field.description')}>{course.description}</DefinitionItem>
      </DefinitionList>

      <Typography id={datesId} variant="subtitle1" component="h3">
        {t('course.field.dates')}
      </Typography>
      {course.dates.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('course.schedule.none')}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby={datesId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('course.schedule.period')}</TableCell>
              <TableCell>{t('course.schedule.capacity')}</TableCell>
              <TableCell>{t('course.schedule.place')}</TableCell>
              <TableCell>{t('field.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {course.dates.map((date) => (
              <TableRow key={date.id}>
                <TableCell>
                  {date.startsOn === date.endsOn
                    ? date.startsOn
                    : t('course.schedule.periodValue', { from: date.startsOn, to: date.endsOn })}
                </TableCell>
                <TableCell>{date.capacity}</TableCell>
                <TableCell>{date.location || (course.online ? '' : course.location)}</TableCell>
                <TableCell>
                  <StatusChip family="trainingDate" code={date.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <DocumentsSection
        documents={[{ label: t('course.field.coverFileId'), file: course.cover }]}
        missingText={t('course.noCover')}
      />
      {materials}
      {certificate}

      <TimelineSection family="course" entries={events} />
      {actions}
    </Stack>
  );
}
