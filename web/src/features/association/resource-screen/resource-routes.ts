import { createElement, type ComponentType } from 'react';
import type { AppRoute } from '../../../app/routing';
import type { Access } from '../../auth/ability';
import type { ResourceConfig, ResourceMeta } from './types';

// Each resource has its own row type; the router only passes the configuration through to the screen.
type Config = ResourceConfig<any>;
type Screen = ComponentType<{ config: Config }>;

/** A lazily loaded page of the resource: the resource's configuration and the screen's code load together. */
function page(loadConfig: () => Promise<{ config: Config }>, loadScreen: () => Promise<Screen>): AppRoute['load'] {
  return async () => {
    const [{ config }, Screen] = await Promise.all([loadConfig(), loadScreen()]);
    return { default: () => createElement(Screen, { config }) };
  };
}

const listScreen = () => import('./list-page').then((m): Screen => m.ResourceListPage);
const detailScreen = () => import('./detail-page').then((m): Screen => m.ResourceDetailPage);
const formScreen = (mode: 'create' | 'edit') =>
  import('./form-page').then((m): Screen => ({ config }) => createElement(m.ResourceFormPage, { config, mode }));

/**
 * The routes of one resource: its list, and the detail, create and edit pages it registers. The list and detail need
 * read on the resource's subject, the forms create or update; the buttons check again, and so does the server.
 */
export function resourceRoutes(meta: ResourceMeta, loadConfig: () => Promise<{ config: Config }>): AppRoute[] {
  const access = (action: Access['action']): Access => ({ action, subject: meta.subject });
  const { list, detail, create, edit } = meta.paths;
  const routes: AppRoute[] = [{ path: list, access: access('read'), load: page(loadConfig, listScreen) }];
  if (detail && meta.pages.includes('detail')) routes.push({ path: detail(':id'), access: access('read'), load: page(loadConfig, detailScreen) });
  if (create && meta.pages.includes('create')) routes.push({ path: create, access: access('create'), load: page(loadConfig, () => formScreen('create')) });
  if (edit && meta.pages.includes('edit')) routes.push({ path: edit(':id'), access: access('update'), load: page(loadConfig, () => formScreen('edit')) });
  return routes;
}
