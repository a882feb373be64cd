import { createContext, useContext } from 'react';

/**
 * The level a section heading takes where it is: 2 under a page's h1, 3 inside a modal, whose own
 * title is the h2. Headings then never skip a level, wherever a form is shown.
 */
export const SectionHeadingLevel = createContext<2 | 3>(2);

export const useSectionHeadingLevel = () => useContext(SectionHeadingLevel);
