import { injectable } from 'inversify';
import type { NavigateFunction } from 'react-router-dom';
import type { Navigator } from '../../application/shared/Navigator';

/**
 * The Navigator port over react-router: `NavigatorBridge` hands it the router's navigate function
 * in a layout effect, before any screen's effect can ask to navigate.
 */
@injectable()
export class RouterNavigator implements Navigator {
  private navigate: NavigateFunction | null = null;

  attach(navigate: NavigateFunction): () => void {
    this.navigate = navigate;
    return () => {
      if (this.navigate === navigate) this.navigate = null;
    };
  }

  go(path: string, options?: { readonly replace?: boolean }): void {
    if (!this.navigate) throw new Error('RouterNavigator.go was called before the router rendered');
    void this.navigate(path, { replace: options?.replace ?? false });
  }

  leaveFor(url: string): void {
    window.location.assign(url);
  }

  reload(): void {
    window.location.reload();
  }
}
