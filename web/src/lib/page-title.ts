import { useEffect } from 'react';

/** Sets the browser tab's title while a screen is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · StudyHall` : 'StudyHall';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
