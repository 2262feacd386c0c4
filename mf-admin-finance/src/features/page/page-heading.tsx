import { useEffect } from 'react';

/** The page title, also used for the document title. */
export function PageHeading({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · Forwardly`;
  }, [title]);
  return <h1>{title}</h1>;
}
