import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { accessRoutes } from './access.js';
import { healthRoutes } from './health.js';
import { locationRoutes } from './locations.js';
import { observerRoutes } from './observers.js';
import { observerImportRoutes } from './observer-import.js';
import { observerResetRoutes } from './observer-reset.js';
import { formRoutes } from './forms.js';
import { mobileRoutes } from './mobile.js';
import { noteRoutes } from './notes.js';
import { fileRoutes } from './files.js';
import { answerRoutes } from './answers.js';
import { followUpRoutes } from './follow-up.js';
import { statisticsRoutes } from './statistics.js';
import { notificationRoutes } from './notifications.js';
import { exportRoutes } from './exports.js';

/** Every area of the API, each a Fastify plugin (its own hooks stay inside it). */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const area of [healthRoutes, accessRoutes, locationRoutes, observerRoutes, observerResetRoutes, followUpRoutes]) {
    await app.register(area, { ctx });
  }
  observerImportRoutes(app, ctx);
  formRoutes(app, ctx);
  mobileRoutes(app, ctx);
  noteRoutes(app, ctx);
  fileRoutes(app, ctx);
  answerRoutes(app, ctx);
  statisticsRoutes(app, ctx);
  notificationRoutes(app, ctx);
  exportRoutes(app, ctx);
}
