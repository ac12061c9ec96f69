import { createTheme } from '@mantine/core';
import { ShellMessages } from './messages/ShellMessages';

/** Mantine draws a dialog's × without a name; it gets one, read in the shown language each time the dialog draws. */
const namedCloseButton = () => ({ closeButtonProps: { 'aria-label': ShellMessages.dismiss } });

export const theme = createTheme({
  primaryColor: 'cyan',
  // Shade 9 is the brand's #0b7285: white button labels on it, and links in it on white or on the
  // footer's gray.1, read at 5:1 or more, where shade 8 stayed under WCAG AA's 4.5:1.
  primaryShade: 9,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", sans-serif',
  defaultRadius: 'md',
  components: { Modal: { defaultProps: namedCloseButton }, Drawer: { defaultProps: namedCloseButton } },
});
