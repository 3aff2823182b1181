import { useEffect } from 'react';

/**
 * Sets the document's title while the calling screen shows (null leaves it as it is): each page
 * and step names itself, which is the first thing a screen reader announces of it.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
