import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  addDays,
  parseDay,
  rangeIssue,
  REPORT_DEFAULT_DAYS,
  REPORT_GROUPS,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  todayUtc,
  type ReportGroup,
} from '@shopwright/shared/admin';
import type { ReportRange } from '../api/reports';

/** The report's range and grouping in the address (`?from&to&group`), the last 30 days by day unless given. */
export function useReportRange() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? todayUtc();
  const from = params.get('from') ?? addDays(parseDay(to) === null ? todayUtc() : to, 1 - REPORT_DEFAULT_DAYS);
  const groupParam = params.get('group');
  const group: ReportGroup = REPORT_GROUPS.includes(groupParam as ReportGroup) ? (groupParam as ReportGroup) : 'day';
  const range: ReportRange = { from, to, group };
  const badDate = parseDay(from) === null ? ('from' as const) : parseDay(to) === null ? ('to' as const) : null;
  const issue = badDate
    ? { field: badDate, message: REPORT_MESSAGES.dateInvalid(badDate === 'from' ? 'From' : 'To') }
    : rangeIssue(from, to, REPORT_MAX_DAYS);
  const update = useCallback(
    (changes: Partial<ReportRange>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { range, issue, update, search: params.toString() ? `?${params.toString()}` : '' };
}
