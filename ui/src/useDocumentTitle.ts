import { useEffect } from 'react';

/** Sets the page's title while a view is shown ("My Requests - Leave Management"). */
export function useDocumentTitle(view: string) {
  useEffect(() => {
    const before = document.title;
    document.title = `${view} - Leave Management`;
    return () => {
      document.title = before;
    };
  }, [view]);
}
