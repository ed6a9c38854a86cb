import { z } from 'zod';
import { optionalText } from '../validation/fields.js';
import { request } from '../openapi/wire.js';

export const LoginBody = request({
  user: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string({ error: 'Must be text.' }).min(1, 'This field is required.').max(100, 'Must be at most 100 characters.'),
    )
    .describe("The staff account's name, or the observer's phone."),
  password: z
    .string({ error: 'Must be text.' })
    .min(1, 'This field is required.')
    .max(200, 'Must be at most 200 characters.')
    .describe("The staff password, or the observer's PIN (any PIN set earlier works, whatever its length)."),
  fcmToken: optionalText(512).describe("The observer's device token for pushes: its presence makes this an observer sign-in."),
  channelName: optionalText(256).describe('The push channel of `fcmToken` (default `Firebase`).'),
}).meta({
  examples: [
    { user: 'ngoadmin', password: 'NgoAdmin#2026' },
    { user: '0722000001', password: '1234', fcmToken: 'device-token', channelName: 'Firebase' },
  ],
});

export const Token = z
  .object({
    access_token: z.string().describe('A signed JWT to send as `Authorization: Bearer <token>`.'),
    expires_in: z.number().int().describe('Seconds until the token expires.'),
  })
  .meta({ id: 'Token', examples: [{ access_token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.…', expires_in: 43200 }] });
