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

export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  healthRoutes(app, ctx);
  accessRoutes(app, ctx);
  locationRoutes(app, ctx);
  observerRoutes(app, ctx);
  observerImportRoutes(app, ctx);
  observerResetRoutes(app, ctx);
  formRoutes(app, ctx);
  mobileRoutes(app, ctx);
  noteRoutes(app, ctx);
  fileRoutes(app, ctx);
  answerRoutes(app, ctx);
  followUpRoutes(app, ctx);
  statisticsRoutes(app, ctx);
  notificationRoutes(app, ctx);
  exportRoutes(app, ctx);
}
