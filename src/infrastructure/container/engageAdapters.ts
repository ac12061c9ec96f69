import { ContainerModule } from 'inversify';
import { ContactApi } from '../../application/contact/ContactApi';
import { DeletedNotificationsStore } from '../../application/notifications/DeletedNotificationsStore';
import { HttpClient } from '../http/HttpClient';
import { BrowserDeletedNotificationsStore } from '../storage/BrowserDeletedNotificationsStore';
import type { BrowserEnvironment } from './infrastructureModule';
import { lazyHttp } from './lazyApi';

/**
 * The adapters of the notifications, training, contact, events and policy screens that no other
 * area binds: the contact form's API and the notifications deleted on this browser. (The
 * notification and training APIs are bound by the shell and checkout modules that came first.)
 */
export const engageAdapters = (environment: BrowserEnvironment) =>
  new ContainerModule(({ bind }) => {
    bind(ContactApi).toDynamicValue(({ get }) => lazyHttp<ContactApi>(get(HttpClient), () => import('../http/HttpContactApi').then((module) => module.HttpContactApi))).inSingletonScope();
    bind(DeletedNotificationsStore).toDynamicValue(() => new BrowserDeletedNotificationsStore(environment.storage)).inSingletonScope();
  });
