import { type RefObject, useEffect, useRef } from 'react';
import type { FieldFocus } from './FieldFocus';

/** The control of the field named `name` inside `container`: a radio group's checked radio, else its first. */
function controlNamed(container: HTMLElement, name: string): HTMLElement | null {
  const selector = `[name="${CSS.escape(name)}"]`;
  return container.querySelector<HTMLElement>(`${selector}:checked`) ?? container.querySelector<HTMLElement>(selector);
}

/**
 * Brings the field a presenter's `FieldFocus` names into view and focuses it, each time it asks:
 * scrolled to the middle of the screen (clear of the sticky header), then focused, so a screen
 * reader reads its label, that it is invalid (`aria-invalid`) and its error (`aria-describedby`).
 * The field is found by its `name` inside the element the returned ref is put on (the form). Call
 * it from an observer view: it reads the focus while rendering, and acts once the render that shows
 * the errors is in the page.
 */
export function useFieldFocus<E extends HTMLElement>(focus: FieldFocus<string>): RefObject<E | null> {
  const container = useRef<E>(null);
  const { field, request } = focus;
  // Only asks made while the form is shown move the focus: a form shown again (the next step of a page) leaves it where the person is.
  const answered = useRef(request);
  useEffect(() => {
    if (request === answered.current) return;
    answered.current = request;
    const control = field === null || container.current === null ? null : controlNamed(container.current, field);
    if (control === null) return;
    control.scrollIntoView({ block: 'center' });
    control.focus({ preventScroll: true });
  }, [field, request]);
  return container;
}
