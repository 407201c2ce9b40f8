import { useEffect } from 'react';
import { useUiWord } from './uiWords';

/** Sets the page's title while a view is shown ("My Requests - Leave Management"), in the language in use. */
export function useDocumentTitle(view: string) {
  const product = useUiWord('product');
  useEffect(() => {
    const before = document.title;
    document.title = `${view} - ${product}`;
    return () => {
      document.title = before;
    };
  }, [view, product]);
}
