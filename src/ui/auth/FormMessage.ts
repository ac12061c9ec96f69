/** A form's outcome as the account forms show it above or below their fields. */
export interface FormMessage {
  readonly tone: 'success' | 'error' | 'info';
  readonly text: string;
}
