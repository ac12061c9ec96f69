import { ContainerModule } from 'inversify';
import { MaintenanceApi } from '../../application/maintenance/MaintenanceApi';
import { NotificationApi } from '../../application/notifications/NotificationApi';
import { NotificationsChanged } from '../../application/notifications/NotificationsChanged';
import { WindowNotificationsChanged } from '../events/WindowNotificationsChanged';
import { HttpClient } from '../http/HttpClient';
import { HttpMaintenanceApi } from '../http/HttpMaintenanceApi';
import { HttpNotificationApi } from '../http/HttpNotificationApi';
import type { BrowserEnvironment } from './infrastructureModule';

/** The shell area's API adapters and the page's notifications-changed event. */
export const shellAdapters = (environment: BrowserEnvironment) =>
  new ContainerModule(({ bind }) => {
    bind(MaintenanceApi).toDynamicValue(({ get }) => new HttpMaintenanceApi(get(HttpClient))).inSingletonScope();
    bind(NotificationApi).toDynamicValue(({ get }) => new HttpNotificationApi(get(HttpClient))).inSingletonScope();
    bind(NotificationsChanged).toDynamicValue(() => new WindowNotificationsChanged(environment.events)).inSingletonScope();
  });
