import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaginationLabels } from '../../../components/ui/pagination';

/** The pager's texts from the `pagination` keys of a record page's namespace (each names its own pages). */
export function usePaginationLabels(ns: 'wallet' | 'records'): PaginationLabels {
  const { t } = useTranslation(ns, { keyPrefix: 'pagination' });
  return useMemo(
    () => ({
      nav: t('nav'),
      prev: t('prev'),
      next: t('next'),
      first: t('first'),
      last: t('last'),
      prevGroup: t('prevGroup'),
      nextGroup: t('nextGroup'),
      page: (page) => t('page', { page }),
      pageOf: (page, total) => t('pageOf', { page, total }),
      jumpInput: t('jumpInput'),
      jumpSubmit: t('jumpSubmit'),
    }),
    [t],
  );
}
