/**
 * The signed-in area (/dashboard and /product) as one lazy chunk: its layout and pages share most of
 * their code, and one chunk per area splits Fluent less finely than one per page, which keeps the
 * shared chunks the login page also loads smaller.
 */
export { default as DashboardLayout } from '../../views/shell/DashboardLayout';
export { default as ForbiddenPage } from '../../views/pages/ForbiddenPage';
