import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getSession } from '../../lib/session';

/**
 * A goal image under /api/uploads/ needs the bearer token, which an <img src> cannot send: fetch
 * the bytes with it and show them through an object URL (revoked when no longer used).
 */
export function useUploadUrl(path: string | null | undefined): string | null {
  const query = useQuery({
    queryKey: ['upload', path],
    enabled: Boolean(path),
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const token = getSession()?.authToken;
      const res = await fetch(path ?? '', {
        signal,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok) throw new Error(`image ${res.status}`);
      return res.blob();
    },
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
