/**
 * The kill switch: an SSM parameter that stops every paid Amazon Location call within a minute, with no redeploy
 * (DEPLOY.md "Kill switch"). Each container reads it at most once a minute. A value other than `on`, or a read
 * that fails, holds the paid calls back until the next read: visitors get approximate figures meanwhile. The stack
 * does not create the parameter (a template that owned its value would put it back to `on` on any update of it):
 * operations create it the first time they switch paid calls off, and until then its absence means on.
 */
import { GetParameterCommand, type SSMClient } from '@aws-sdk/client-ssm';

/** The parameter's two values; no parameter at all counts as `on`. */
export const killSwitchValues = { paidCallsOn: 'on', paidCallsOff: 'off' } as const;

export const killSwitchReadIntervalMs = 60_000;

/** `unreadable`: the read failed, so paid calls are held back as if switched off. */
export type KillSwitchState = 'allowed' | 'switched-off' | 'unreadable';

export interface KillSwitch {
  paidCalls(options?: { abortSignal?: AbortSignal }): Promise<KillSwitchState>;
}

/** No parameter (the local stack): paid calls are always allowed, the spending ceiling still holds. */
export const noKillSwitch: KillSwitch = { paidCalls: async () => 'allowed' };

export function ssmKillSwitch(client: SSMClient, parameterName: string, now: () => number = Date.now): KillSwitch {
  let last: { state: KillSwitchState; readAt: number } | undefined;
  return {
    async paidCalls({ abortSignal } = {}) {
      if (last && now() - last.readAt < killSwitchReadIntervalMs) return last.state;
      let state: KillSwitchState;
      try {
        const { Parameter } = await client.send(new GetParameterCommand({ Name: parameterName }), { abortSignal });
        state = Parameter?.Value?.trim() === killSwitchValues.paidCallsOn ? 'allowed' : 'switched-off';
      } catch (error) {
        // Never switched off: nobody has created it yet. Any other failure fails closed: a bill that cannot be
        // checked is not run up.
        state = error instanceof Error && error.name === 'ParameterNotFound' ? 'allowed' : 'unreadable';
      }
      last = { state, readAt: now() };
      return state;
    },
  };
}
