/**
 * The Mantine CSS that the sales area needs beyond the storefront's (../storefrontStyles), so it
 * arrives with the sales chunk rather than with every shopper's first load.
 */
import '@mantine/core/styles/AppShell.css';
// The order table of ../admin/shared pages with Pagination.
import '@mantine/core/styles/Pagination.css';
import '../admin/staffTables.css';
import '../admin/staffTouchTargets.css';
