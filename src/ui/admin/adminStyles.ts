/**
 * The Mantine CSS that the back office needs beyond the storefront's (../storefrontStyles), so it
 * arrives with the admin chunk rather than with every shopper's first load.
 */
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Pagination.css';
// SegmentedControl slides its selection with FloatingIndicator.
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import './staffTables.css';
import './staffTouchTargets.css';
