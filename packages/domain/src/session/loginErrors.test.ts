import { describe, expect, it } from 'vitest'
import { InvalidCredentials, RequestCanceled, ServiceUnavailable } from '../errors'
import { Messages } from '../messages'
import { loginErrors } from './loginErrors'

describe('the login errors list (shell §7 Identity)', () => {
  it("lists the failure's own text", () => {
    const refused = new InvalidCredentials({ message: Messages.invalidCredentials })
    expect(loginErrors(refused, 'not-the-password')).toEqual(['The email or password is incorrect.'])
    const fault = new ServiceUnavailable({ message: 'Missing or invalid field(s): password.' })
    expect(loginErrors(fault, 'x')).toEqual(['Missing or invalid field(s): password.'])
  })

  it("gives 'Could not authenticate' for a failure without a text of its own", () => {
    expect(loginErrors(new Error('boom'), 'secret-pass')).toEqual(['Could not authenticate'])
    expect(loginErrors(new InvalidCredentials({ message: '  ' }), 'secret-pass')).toEqual(['Could not authenticate'])
    expect(loginErrors(undefined, 'secret-pass')).toEqual(['Could not authenticate'])
  })

  it('never lists a text that repeats the typed password', () => {
    const echo = new ServiceUnavailable({ message: "The password 'hunter2-secret' is wrong." })
    const list = loginErrors(echo, 'hunter2-secret')
    expect(list).toEqual(['Could not authenticate'])
    expect(list.join(' ')).not.toContain('hunter2-secret')
  })

  it('lists nothing for a canceled request (idle or offline)', () => {
    expect(loginErrors(RequestCanceled.make(), 'secret-pass')).toEqual([])
  })
})
