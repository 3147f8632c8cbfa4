import { describe, expect, it } from 'vitest';
import { staffAndOperations } from './monitoring';

describe('staff and operations', () => {
  it('adds operations after staff', () => {
    expect(staffAndOperations({ staffEmails: ['a@x.co.uk', 'b@x.co.uk'], operationsEmail: 'ops@x.co.uk' })).toEqual([
      'a@x.co.uk',
      'b@x.co.uk',
      'ops@x.co.uk',
    ]);
  });

  it('lists an address once when operations is on staff’s list too', () => {
    expect(staffAndOperations({ staffEmails: ['ops@x.co.uk', 'a@x.co.uk'], operationsEmail: 'ops@x.co.uk' })).toEqual([
      'ops@x.co.uk',
      'a@x.co.uk',
    ]);
  });

  it('is staff alone without an operations address', () => {
    expect(staffAndOperations({ staffEmails: ['a@x.co.uk'], operationsEmail: undefined })).toEqual(['a@x.co.uk']);
    expect(staffAndOperations({ staffEmails: ['a@x.co.uk'], operationsEmail: '' })).toEqual(['a@x.co.uk']);
  });
});
