// @vitest-environment jsdom
import { AUTH_TEXT } from '@earshot/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/testing';
import { SignUpForm } from './SignUpForm';

afterEach(cleanup);

const lastYear = new Date().getFullYear() - 1;

function fillValid() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'violet harbor' } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'violet harbor' } });
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: '14' } });
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1990' } });
  fireEvent.click(screen.getByLabelText('Female'));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('the sign-up form', () => {
  it('offers the days of the chosen month and birth years from last year back 109 years', () => {
    renderInApp(<SignUpForm onSent={vi.fn()} />);
    const days = () => within(screen.getByLabelText('Day')).getAllByRole('option').length - 1;
    expect(days()).toBe(31);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    expect(days()).toBe(29);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '4' } });
    expect(days()).toBe(30);
    const years = within(screen.getByLabelText('Year')).getAllByRole('option').slice(1);
    expect(years).toHaveLength(109);
    expect(years[0].textContent).toBe(String(lastYear));
  });

  it('lists what is wrong under the form without calling the server', () => {
    const postForm = vi.fn();
    renderInApp(<SignUpForm onSent={vi.fn()} />, { api: { postForm } });
    fillValid();
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'violet harbour' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(lastYear) } });
    fireEvent.change(screen.getByLabelText('Zip code'), { target: { value: 'AB12' } });
    submit();
    const list = screen.getByRole('alert');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      AUTH_TEXT.passwordsDoNotMatch,
      AUTH_TEXT.tooYoung,
      AUTH_TEXT.zipcodeInvalid,
    ]);
    expect(postForm).not.toHaveBeenCalled();
  });

  it("shows the server's errors as a list under the form", async () => {
    const postForm = vi.fn().mockResolvedValue({ is_valid: false, user: null, errors: [AUTH_TEXT.passwordTooCommon], pending: false });
    renderInApp(<SignUpForm onSent={vi.fn()} />, { api: { postForm } });
    fillValid();
    submit();
    const list = await screen.findByRole('alert');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([AUTH_TEXT.passwordTooCommon]);
    expect(postForm.mock.calls[0][1]).toMatchObject({ email: 'ada@example.com', birth_month: '3', birth_day: '14', birth_year: '1990', gender: 'F' });
  });

  it('hands over the address once the server has sent the link', async () => {
    const onSent = vi.fn();
    const postForm = vi.fn().mockResolvedValue({ is_valid: true, user: null, errors: [], pending: true });
    renderInApp(<SignUpForm onSent={onSent} />, { api: { postForm } });
    fillValid();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '  ada@example.com ' } });
    submit();
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith('ada@example.com'));
  });

  it('sends where the visitor was, for the emailed link to bring them back, and never a place off this site', async () => {
    for (const [returnTo, sent] of [['/jazz/', '/jazz/'], ['//evil.example/', undefined], [null, undefined]] as const) {
      const postForm = vi.fn().mockResolvedValue({ is_valid: true, user: null, errors: [], pending: true });
      renderInApp(<SignUpForm onSent={vi.fn()} returnTo={returnTo} />, { api: { postForm } });
      fillValid();
      submit();
      await vi.waitFor(() => expect(postForm).toHaveBeenCalledTimes(1));
      expect(postForm.mock.calls[0][1].return_to, String(returnTo)).toBe(sent);
      cleanup();
    }
  });
});
