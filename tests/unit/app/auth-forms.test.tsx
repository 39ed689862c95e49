// @vitest-environment happy-dom
/**
 * The signed-out forms when things go wrong (moved from the end-to-end tests; their accessibility
 * checks and the pages' layout on phones stay in tests/e2e/auth.spec.ts): the conference pages'
 * address check, success and failure, and requests failing on the network or the server while
 * what was typed stays.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { noFaults } from '@domain/demo/control'
import { button, description, emailField, load, passwordField, visit } from './auth-support'

const conferenceSuccess = 'Success! Expect to hear from us in a few days. Thanks for your interest!'

describe('the conference pages', () => {
  it('conference pages: invalid address, success, and failure', async () => {
    const app = await load('/conf-workshop')
    await screen.findByRole('heading', { level: 1 })
    const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' })
    await app.user.type(field(), 'not-an-address@nowhere')
    await app.user.click(button('Submit'))
    await screen.findByText('Invalid email address')
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(description(field())).toMatch(/Please enter a valid email address/)

    await app.user.clear(field())
    await app.user.type(field(), 'visitor@example.com')
    await app.user.click(button('Submit'))
    await screen.findByText(conferenceSuccess)

    await visit(app, '/conf-booth')
    // As a newly loaded page's demo server: no fault but this one.
    app.fake.control.setFaults({ ...noFaults, errorRate: 1, operations: ['SaveConferenceEmail'] })
    await app.user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'booth-visitor@example.com')
    await app.user.click(button('Submit'))
    await screen.findByText('Uh oh! Looks like something went wrong. Please refresh the page and try again.')
    expect(field().value).toBe('booth-visitor@example.com')

    app.fake.control.setFaults(noFaults)
    await app.user.click(button('Submit'))
    await screen.findByText(conferenceSuccess)
  })
})

describe('failed requests', () => {
  it('network failures show a clear message and keep what was typed', async () => {
    const app = await load('/signup')
    app.fake.control.setFaults({ ...noFaults, dropRate: 1, operations: ['Signup'] })
    await app.user.type(await screen.findByRole('textbox', { name: 'Email' }), 'offline@example.com')
    await app.user.type(passwordField('Create Password'), 'offline-pass')
    await app.user.click(button('Submit'))
    await screen.findByText('Shucks! Something went wrong, please try again.')
    expect(screen.getByText(/Something seems funny with the network/)).toBeTruthy()
    expect(emailField().value).toBe('offline@example.com')
    expect(passwordField('Create Password').value).toBe('offline-pass')
    expect(app.fake.control.outbox()).toEqual([])

    // As a newly loaded page's demo server: no fault but this one.
    await visit(app, '/reset-password')
    app.fake.control.setFaults({ ...noFaults, errorRate: 1, operations: ['SendPasswordResetEmail'] })
    await app.user.type(await screen.findByRole('textbox', { name: 'Email' }), 'offline@example.com')
    await app.user.click(button('Send reset link'))
    const failed = 'Uh-oh! Looks like something went wrong on our end. Please try again.'
    await screen.findByText(failed)
    // the page shows 'Email sent!' whether or not the request succeeded.
    expect(screen.getByText('Email sent!')).toBeTruthy()
    await app.user.click(button('Send another link'))
    await expect.poll(() => screen.queryByText(failed)).toBeNull()
    expect(emailField().value).toBe('offline@example.com')
  })
})
