import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { accessRoutes } from './access.js';
import { healthRoutes } from './health.js';
import { locationRoutes } from './locations.js';
import { observerRoutes } from './observers.js';
import { observerImportRoutes } from './observer-import.js';
import { observerResetRoutes } from './observer-reset.js';
import { attentionRoutes } from './attention.js';
import { formRoutes } from './forms.js';
import { mobileRoutes } from './mobile.js';
import { noteRoutes } from './notes.js';
import { fileRoutes } from './files.js';
import { answerRoutes } from './answers.js';
import { followUpRoutes } from './follow-up.js';
import { statisticsRoutes } from './statistics.js';
import { notificationRoutes } from './notifications.js';
import { exportRoutes } from './exports.js';
import { metricsRoutes } from './metrics.js';
import { auditRoutes } from './audit.js';
import { claimRoutes } from './claims.js';
import { mapRoutes } from './map.js';

/** Every area of the API, each a Fastify plugin (its own hooks stay inside it). */
const AREA_PLUGINS = [
  healthRoutes,
  accessRoutes,
  locationRoutes,
  observerRoutes,
  observerImportRoutes,
  observerResetRoutes,
  attentionRoutes,
  formRoutes,
  mobileRoutes,
  noteRoutes,
  fileRoutes,
  answerRoutes,
  followUpRoutes,
  statisticsRoutes,
  notificationRoutes,
  exportRoutes,
  metricsRoutes,
  auditRoutes,
  claimRoutes,
  mapRoutes,
];

export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const area of AREA_PLUGINS) await app.register(area, { ctx });
}
