import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_CHANGED_EVENT, WindowNotificationsChanged } from '../../../src/infrastructure/events/WindowNotificationsChanged';

describe('WindowNotificationsChanged', () => {
  it("hears the 'notifications-changed' event whoever dispatches it, until unsubscribed", () => {
    const target = new EventTarget();
    const changes = new WindowNotificationsChanged(target);
    let heard = 0;
    const stop = changes.subscribe(() => heard++);
    target.dispatchEvent(new Event('notifications-changed'));
    changes.announce();
    expect(heard).toBe(2);
    stop();
    changes.announce();
    expect(heard).toBe(2);
    expect(NOTIFICATIONS_CHANGED_EVENT).toBe('notifications-changed');
  });
});
