/**
 * One part of the readiness check (`/api/ready`): its name, whether it is fine, and a short reason
 * when it is not (no secret, no address with credentials). `configured: false` is a part this
 * deployment does not use (Redis without REDIS_URL): it is fine by definition and reported as such.
 */
export type PartHealth = {
  name: string;
  ok: boolean;
  configured: boolean;
  detail?: string;
};
