'use client';

import { useEffect, useState } from 'react';
import { formatDateLong } from '@/lib/format/date';
import { timeAgo } from '@/lib/format/time-ago';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A review date as time from now ('il y a 3 mois'). "Now" is the visitor's clock, so the
 * server (and a cached page) shows the long date and the browser replaces it after mount.
 */
export function TimeFromNow({ date, locale }: { date: string; locale: Locale }) {
  const long = formatDateLong(date, locale);
  const [relative, setRelative] = useState<string | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the visitor's clock exists only after mount
    setRelative(timeAgo(date, Date.now(), locale) || null);
  }, [date, locale]);
  if (!long) return null;
  return (
    <time dateTime={date} title={long}>
      {relative ?? long}
    </time>
  );
}
