import fs from 'node:fs';
import { JWT } from 'google-auth-library';
import { ConfigError } from '../config.js';
import type { PushMessage, PushOutcome, PushSender } from './sender.js';

/** Google's token endpoint, which the library calls; FCM_TOKEN_URL (tests: a local fake) replaces it. */
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

export interface FcmOptions {
  /** Path of the service account's JSON key (FCM_SERVICE_ACCOUNT). */
  serviceAccountPath: string;
  /** FCM's origin (FCM_ENDPOINT), default https://fcm.googleapis.com. */
  endpoint: string;
  /** The OAuth token URL (FCM_TOKEN_URL); default: the key's token_uri, else Google's. */
  tokenUrl: string | undefined;
  /** Each request's time limit. */
  timeoutMs: number;
}

interface ServiceAccount {
  project_id?: string;
  client_email?: string;
  private_key?: string;
  token_uri?: string;
}

function readServiceAccount(file: string): Required<Pick<ServiceAccount, 'project_id' | 'client_email' | 'private_key'>> & ServiceAccount {
  let parsed: ServiceAccount;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as ServiceAccount;
  } catch (err) {
    throw new ConfigError(`FCM_SERVICE_ACCOUNT: cannot read ${file} as JSON (${err instanceof Error ? err.message : String(err)}).`);
  }
  const { project_id, client_email, private_key } = parsed;
  if (!project_id || !client_email || !private_key) {
    throw new ConfigError(
      'FCM_SERVICE_ACCOUNT: the key file needs project_id, client_email and private_key (a service account key from the Firebase console).',
    );
  }
  return { ...parsed, project_id, client_email, private_key };
}

/** Retry-After: seconds, or an HTTP date. */
function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

interface FcmErrorBody {
  error?: {
    status?: string;
    message?: string;
    details?: { '@type'?: string; errorCode?: string; fieldViolations?: { field?: string }[] }[];
  };
}

/** FCM's error code (UNREGISTERED, INVALID_ARGUMENT, …) and whether the token itself is at fault. */
function classify(status: number, body: FcmErrorBody): { code: string; badToken: boolean } {
  const details = body.error?.details ?? [];
  const code = details.find((d) => d.errorCode)?.errorCode ?? body.error?.status ?? `HTTP ${status}`;
  const tokenField = details.some((d) => (d.fieldViolations ?? []).some((f) => f.field === 'message.token'));
  const tokenText = /registration token/i.test(body.error?.message ?? '');
  const badToken = code === 'UNREGISTERED' || code === 'SENDER_ID_MISMATCH' || (code === 'INVALID_ARGUMENT' && (tokenField || tokenText));
  return { code, badToken };
}

/**
 * Firebase Cloud Messaging's HTTP v1 API: one request per device token, authorised with an
 * OAuth token the google-auth-library gets (and caches, and renews) from the service account.
 */
export class FcmSender implements PushSender {
  readonly name = 'fcm' as const;
  readonly description: string;
  private readonly url: string;
  private readonly auth: JWT;

  constructor(private readonly options: FcmOptions) {
    const account = readServiceAccount(options.serviceAccountPath);
    this.url = `${options.endpoint.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
    this.auth = new JWT({ email: account.client_email, key: account.private_key, scopes: [FCM_SCOPE] });
    const tokenUrl = options.tokenUrl ?? account.token_uri ?? GOOGLE_TOKEN_URL;
    if (tokenUrl !== GOOGLE_TOKEN_URL) {
      // The library posts the signed assertion to Google's URL; point that request elsewhere.
      this.auth.transporter.interceptors.request.add({
        resolved: async (config) => {
          if (String(config.url) === GOOGLE_TOKEN_URL) config.url = new URL(tokenUrl);
          return config;
        },
      });
    }
    this.description = `FCM HTTP v1 (project ${account.project_id}, ${this.url}, token URL ${tokenUrl})`;
  }

  async send(m: PushMessage): Promise<PushOutcome> {
    let res: Response;
    try {
      const { token } = await this.auth.getAccessToken();
      if (!token) return { kind: 'retry', error: 'no OAuth token' };
      const tag = `notification-${m.notificationId}`;
      res = await fetch(this.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token: m.token,
            notification: { title: m.title, body: m.body },
            data: { notificationId: String(m.notificationId) },
            // Should the same notification ever reach a device twice, it replaces the first.
            android: { collapse_key: tag, notification: { tag } },
            apns: { headers: { 'apns-collapse-id': tag } },
          },
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      return { kind: 'retry', error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
    }
    if (res.ok) {
      await res.arrayBuffer().catch(() => undefined);
      return { kind: 'sent' };
    }
    const body = (await res.json().catch(() => ({}))) as FcmErrorBody;
    const { code, badToken } = classify(res.status, body);
    const error = `${res.status} ${code}`;
    if (badToken) return { kind: 'unregistered', error };
    if (res.status === 429 || res.status === 401 || res.status >= 500) {
      return { kind: 'retry', error, retryAfterMs: retryAfterMs(res.headers.get('retry-after')) };
    }
    return { kind: 'failed', error };
  }
}
