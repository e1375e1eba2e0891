import { createContext, useContext } from 'react';

/**
 * Asks the navigation to read its counts again now: a page that just changed one (an approval decided)
 * need not leave the badge behind until the tab comes back or the next timed read.
 */
export const ReadCountsAgainContext = createContext<() => void>(() => {});

export const useReadCountsAgain = () => useContext(ReadCountsAgainContext);
