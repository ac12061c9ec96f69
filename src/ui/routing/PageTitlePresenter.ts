import { injectable } from 'inversify';
import { observableRef } from 'mobx';
import { matchPath } from 'react-router-dom';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

/** What a route's title is made of: the route's values, the query string and the page's own subject. */
export interface ShownPage {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: URLSearchParams;
  /** What the page said it shows once it had loaded (a product's name), or null until then. */
  readonly subject: string | null;
}

/** A route of an area, by the router's pattern ('/products/:id'), and the tab title of its page. */
export interface PageTitleRoute {
  readonly path: string;
  readonly title: (page: ShownPage) => string;
}

/**
 * The browser tab's title: each area (storefront, back office, sales desk) lists its routes'
 * titles, and the title of the address shown is its first matching route's. The texts are read
 * in the shown language, so the title follows a language switch as it follows navigation.
 * One for the whole page, so that a page can name its subject (a product) for the title.
 */
@injectable('Singleton')
export class PageTitlePresenter {
  private subject: { readonly pathname: string; readonly name: string } | null = null;

  constructor() {
    makePresenterObservable<PageTitlePresenter, 'subject'>(this, arguments, { subject: observableRef });
  }

  /** The title of the page at `pathname` with `search`, or null when no route of `routes` is that page's. */
  titleOf(routes: readonly PageTitleRoute[], pathname: string, search: string): string | null {
    for (const route of routes) {
      const match = matchPath(route.path, pathname);
      if (match) return route.title({ params: match.params, search: new URLSearchParams(search), subject: this.subject?.pathname === pathname ? this.subject.name : null });
    }
    return null;
  }

  /** The page at `pathname` has loaded what it shows, named `name`. */
  subjectShown(pathname: string, name: string): void {
    this.subject = { pathname, name };
  }
}
