import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { pages } from '@machines/access/pages';
import type { OpenCourse } from '@machines/contracts';
import { BUSINESS_LINES } from '@machines/validation/catalogue';
import { ListContext } from '../../components/actorContexts';
import type { FilterField } from '../../components/FilterBar';
import { rowActionsColumn, textColumn } from '../../components/gridColumns';
import { ListFilters } from '../../components/ListFilters';
import { ListGrid } from '../../components/ListGrid';
import { ListRouteProvider } from '../../components/ListRouteProvider';
import * as signUpsApi from '../../lib/api/signUps';
import { BoundSignUpFormDialog } from './boundSignUpForms';
import { ApplicantRoster, useSignUpApplicant, type SignUpApplicant } from './signUpApplicant';

/** `/traningSignUp`: the courses open for sign-up, and the sign-up form of each. */
export function OpenCoursesRoute() {
  const { mode, self } = useSignUpApplicant();
  return (
    <ApplicantRoster mode={mode}>
      <ListRouteProvider fetchPage={signUpsApi.fetchOpenCourses}>
        <BoundOpenCourses mode={mode} self={self} />
      </ListRouteProvider>
    </ApplicantRoster>
  );
}

function BoundOpenCourses({ mode, self }: SignUpApplicant) {
  const list = ListContext.useActorRef();
  return (
    <OpenCoursesScreen
      renderForm={(course, onClose) => (
        <BoundSignUpFormDialog
          course={course}
          mode={mode}
          self={self}
          onClose={onClose}
          onSignedUp={() => list.send({ type: 'REFRESH' })}
        />
      )}
    />
  );
}

function openCourseFilters(t: TFunction): FilterField[] {
  return [
    { kind: 'text', name: 'name', label: t('course.field.name') },
    {
      kind: 'select',
      name: 'businessLine',
      label: t('catalogue.field.businessLine'),
      options: BUSINESS_LINES.map((line) => ({
        value: String(line),
        label: t('catalogue.lineValue', { line }),
      })),
    },
    {
      kind: 'dateRange',
      from: 'startsFrom',
      to: 'startsTo',
      fromLabel: t('signUp.startsFrom'),
      toLabel: t('signUp.startsTo'),
    },
    { kind: 'text', name: 'location', label: t('signUp.location') },
    { kind: 'text', name: 'feeMax', label: t('signUp.feeMax') },
  ];
}

export interface OpenCoursesScreenProps {
  /** The sign-up form of the course chosen (stories give one bound to no server). */
  readonly renderForm?: (course: OpenCourse, onClose: () => void) => ReactNode;
}

/**
 * The courses open for sign-up (list machine): published, taking sign-ups, before their
 * deadline; filters in the URL (name, line, the days a session starts, where, the most
 * one would pay); each with its institution, level, fee, first session and free places,
 * and its sign-up form (a full course cannot be chosen).
 */
export function OpenCoursesScreen({ renderForm }: OpenCoursesScreenProps) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<OpenCourse | null>(null);
  const filters = useMemo(() => openCourseFilters(t), [t]);
  const nameOf = (entry: { name: string; nameEn: string }) =>
    i18n.language === 'en' && entry.nameEn ? entry.nameEn : entry.name;
  const columns: GridColDef<OpenCourse>[] = [
    textColumn<OpenCourse>('name', t('course.field.name'), { flex: 2, minWidth: 180 }),
    textColumn<OpenCourse>('companyName', t('signUp.institution'), { flex: 1.5, minWidth: 160 }),
    {
      ...textColumn<OpenCourse>('courseLevel', t('course.field.courseLevelId'), { minWidth: 140 }),
      valueGetter: (_value: unknown, row: OpenCourse) =>
        row.courseType.name ? `${nameOf(row.courseType)} · ${nameOf(row.courseLevel)}` : '',
    },
    {
      ...textColumn<OpenCourse>('fee', t('course.field.fee'), { minWidth: 90 }),
      valueGetter: (_value: unknown, row: OpenCourse) =>
        Number(row.fee) > 0 ? t('signUp.feeValue', { fee: row.fee }) : t('signUp.free'),
    },
    {
      ...textColumn<OpenCourse>('dates', t('signUp.nextSession'), { minWidth: 190 }),
      valueGetter: (_value: unknown, row: OpenCourse) => {
        const next = row.dates[0];
        return next ? t('signUp.sessionValue', { from: next.startsOn, to: next.endsOn }) : '';
      },
    },
    {
      ...textColumn<OpenCourse>('remainingPlaces', t('signUp.remainingPlaces'), { minWidth: 90 }),
      valueGetter: (_value: unknown, row: OpenCourse) => String(row.remainingPlaces),
    },
    textColumn<OpenCourse>('signUpDeadline', t('course.field.signUpDeadline'), { minWidth: 120 }),
    rowActionsColumn<OpenCourse>(t('signUp.actions'), ({ row }) => [
      <GridActionsCellItem
        key="signUp"
        icon={<HowToRegIcon />}
        label={t('signUp.signUpTo', { course: row.name })}
        disabled={row.remainingPlaces === 0}
        onClick={() => setChosen(row)}
      />,
    ]),
  ];
  return (
    <Stack spacing={2}>
      <ListFilters fields={filters} title={t('route.traningSignUp')} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button startIcon={<ArrowBackIcon />} component={RouterLink} to={pages.newApply.path}>
          {t('signUp.toMySignUps')}
        </Button>
      </Stack>
      <ListGrid<OpenCourse> columns={columns} label={t('signUp.openListLabel')} />
      {chosen && renderForm?.(chosen, () => setChosen(null))}
    </Stack>
  );
}
