import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getSession } from '../session';

/** An upload needs the bearer token, which <img src> cannot send: fetch it and show an object URL. */
export function useUploadImage(path: string | null | undefined): string | null {
  const query = useQuery({
    queryKey: ['upload', path],
    enabled: Boolean(path),
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) => {
      const token = getSession()?.authToken;
      const res = await fetch(path ?? '', { signal, headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!res.ok) throw new Error(`image ${res.status}`);
      return res.blob();
    },
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
