import { useLocation, useNavigate } from 'react-router';

/** Back goes one page back (see docs/product/identity.md); a page opened directly goes to `fallback` instead of leaving the app. */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') void navigate(fallback);
    else void navigate(-1);
  };
}
