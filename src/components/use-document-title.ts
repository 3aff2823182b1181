import { useLayoutEffect } from 'react';

/**
 * Sets the document's title while the calling screen shows (null leaves it as it is): each page
 * and step names itself, which is the first thing a screen reader announces of it. Set in the
 * commit that draws the screen, so nothing sees the new screen under the old title.
 */
export function useDocumentTitle(title: string | null) {
  useLayoutEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
