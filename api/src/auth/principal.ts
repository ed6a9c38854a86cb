import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types.js';
import type { Claims, TokenService } from './jwt.js';
import { AuthFailure } from '../http/problem.js';
import { activeObserverId } from './observer-ids.js';

export interface StaffPrincipal {
  kind: 'staff';
  account: string;
  ngoId: number;
  ngoName: string;
  organizer: boolean;
  /** Where the request came from, for the audit trail (services/audit.ts). */
  ip: string;
  requestId: string;
}

export interface ObserverPrincipal {
  kind: 'observer';
  observerId: number;
  phone: string;
  ngoId: number;
  ngoName: string;
}

export type Principal = StaffPrincipal | ObserverPrincipal;

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    /** The bearer token's claims once checked: null before, false when there is no valid token. */
    claims: Claims | false | null;
  }
}

/**
 * Authentication comes only from the Authorization header (no cookies, no query tokens). The
 * token is checked once per request (the HMAC and the JSON parse are on every request's path):
 * the first call verifies, later calls answer what it found.
 */
export async function readClaims(tokens: TokenService, req: FastifyRequest): Promise<Claims | undefined> {
  if (req.claims !== null && req.claims !== undefined) return req.claims || undefined;
  const header = req.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9_\-.]+)\s*$/i.exec(header) : null;
  const claims = m?.[1] ? await tokens.verify(m[1]) : undefined;
  req.claims = claims ?? false;
  return claims;
}

async function observerFromClaims(db: Db, claims: Claims): Promise<ObserverPrincipal | undefined> {
  // Observer tokens carry the phone as `sub`; a retired observer's token stops working.
  const id = await activeObserverId(db, claims.ngoId, claims.sub);
  return id === undefined
    ? undefined
    : { kind: 'observer', observerId: id, phone: claims.sub, ngoId: claims.ngoId, ngoName: claims.ngoName };
}

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
}

async function requireStaff(deps: AuthDeps, req: FastifyRequest): Promise<StaffPrincipal> {
  const claims = await readClaims(deps.tokens, req);
  if (!claims) throw new AuthFailure(401);
  if (claims.userType !== 'NgoAdmin') throw new AuthFailure(403);
  const p: StaffPrincipal = {
    kind: 'staff',
    account: claims.sub,
    ngoId: claims.ngoId,
    ngoName: claims.ngoName,
    organizer: claims.organizer === true,
    ip: req.ip,
    requestId: String(req.id),
  };
  req.principal = p;
  return p;
}

async function requireOrganizer(deps: AuthDeps, req: FastifyRequest): Promise<StaffPrincipal> {
  const p = await requireStaff(deps, req);
  if (!p.organizer) throw new AuthFailure(403);
  return p;
}

async function requireObserver(deps: AuthDeps, req: FastifyRequest): Promise<ObserverPrincipal> {
  const claims = await readClaims(deps.tokens, req);
  if (!claims) throw new AuthFailure(401);
  if (claims.userType !== 'Observer') throw new AuthFailure(403);
  const p = await observerFromClaims(deps.db, claims);
  if (!p) throw new AuthFailure(401);
  req.principal = p;
  return p;
}

async function requireAny(deps: AuthDeps, req: FastifyRequest): Promise<Principal> {
  const claims = await readClaims(deps.tokens, req);
  if (!claims) throw new AuthFailure(401);
  if (claims.userType === 'Observer') return requireObserver(deps, req);
  return requireStaff(deps, req);
}

/** The NGO a staff member is limited to, or undefined for organizers (they see all NGOs). */
export function ngoScope(p: StaffPrincipal): number | undefined {
  return p.organizer ? undefined : p.ngoId;
}

/** Who may call a route (its `config.access`): public, any token, staff, organizer staff, or observers. */
export type Access = 'public' | 'any' | 'staff' | 'organizer' | 'observer';

/**
 * Checks the route's access before its input is validated (a wrong token is a 403 before any
 * 400) and leaves the caller in `req.principal` for the handler.
 */
export async function authorize(deps: AuthDeps, req: FastifyRequest, access: Access): Promise<void> {
  if (access === 'public') return;
  if (access === 'staff') await requireStaff(deps, req);
  else if (access === 'organizer') await requireOrganizer(deps, req);
  else if (access === 'observer') await requireObserver(deps, req);
  else await requireAny(deps, req);
}

/** The staff caller `authorize` admitted (a route declared for staff). */
export function staffOf(req: FastifyRequest): StaffPrincipal {
  const p = req.principal;
  if (p?.kind !== 'staff') throw new AuthFailure(403);
  return p;
}

/** The observer caller `authorize` admitted (a route declared for observers). */
export function observerOf(req: FastifyRequest): ObserverPrincipal {
  const p = req.principal;
  if (p?.kind !== 'observer') throw new AuthFailure(403);
  return p;
}

/** The caller of a route open to any token. */
export function principalOf(req: FastifyRequest): Principal {
  const p = req.principal;
  if (!p) throw new AuthFailure(401);
  return p;
}
