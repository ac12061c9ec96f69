import { describe, expect, it } from 'vitest';
import { AiAccessPresenter } from '../../../src/ui/shell/AiAccessPresenter';
import { settle, shellContainer } from './shellTestKit';

function setUp() {
  const kit = shellContainer();
  kit.aiApi.usersWithAccess.add(1);
  return { ...kit, aiAccess: kit.container.get(AiAccessPresenter) };
}

describe('AiAccessPresenter', () => {
  it('sends the home page’s AI card to /ai with access and to /events without', async () => {
    const { aiAccess, session } = setUp();
    aiAccess.sessionSeen();
    expect(aiAccess.aiCardTarget).toBe('/events');
    session.signIn(1);
    aiAccess.sessionSeen();
    await settle();
    expect(aiAccess.aiCardTarget).toBe('/ai');
  });

  it('asks once per signed-in user, and again when the user changes', async () => {
    const { aiAccess, session, aiApi } = setUp();
    session.signIn(1);
    aiAccess.sessionSeen();
    aiAccess.sessionSeen();
    await settle();
    session.signIn(2);
    aiAccess.sessionSeen();
    await settle();
    expect(aiApi.calls).toEqual(['access 1', 'access 2']);
    expect(aiAccess.hasAccess).toBe(false);
  });

  it('withdraws access at once when another user signs in, before the new answer arrives', async () => {
    const { aiAccess, session, aiApi } = setUp();
    session.signIn(1);
    aiAccess.sessionSeen();
    await settle();
    expect(aiAccess.hasAccess).toBe(true);
    aiApi.hold();
    aiApi.usersWithAccess.add(2);
    session.signIn(2);
    aiAccess.sessionSeen();
    expect(aiAccess.hasAccess).toBe(false);
    await aiApi.release();
    expect(aiAccess.hasAccess).toBe(true);
  });
});
