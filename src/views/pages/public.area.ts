/** The pages open to visitors and their two layouts, as one lazy chunk (see dashboard.area.ts). */
export { default as SimpleLayout } from '../shell/SimpleLayout';
export { default as MainLayout } from '../shell/MainLayout';
export { default as NotFoundPage } from './NotFoundPage';
export { default as UnderConstructionPage } from './UnderConstructionPage';
export { default as TermsPage } from './TermsPage';
export { default as FaqPage } from './FaqPage';
export { default as WelcomePage } from './WelcomePage';
