import { useTranslation } from 'react-i18next';
import type { MembershipLevel } from '@machines/contracts';
import { LevelsContext } from './membershipActors';

const NO_LEVELS: readonly MembershipLevel[] = [];

/** The levels on offer, once loaded (none while loading or when the load failed). */
export function useLevels(): readonly MembershipLevel[] {
  const result = LevelsContext.useSelector((s) => s.output);
  return result?.ok ? result.detail : NO_LEVELS;
}

/** A level's name in the interface language; its code until the levels are loaded. */
export function useLevelName(): (code: string) => string {
  const { i18n } = useTranslation();
  const levels = useLevels();
  return (code: string) => {
    const level = levels.find((candidate) => candidate.code === code);
    if (!level) return code;
    return i18n.language.startsWith('zh') ? level.nameZh : level.nameEn;
  };
}
