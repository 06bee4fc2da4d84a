import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { defaultSites } from '@vitrine/catalog/page-config';
import { resolveSite } from '@vitrine/catalog/site';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageStore } from '../page-store.ts';
import { INVITE_LINK_TEXT, INVITE_LINK_TEXT_FR, InviteLink, inviteLinkText } from './invite-link.tsx';

afterEach(cleanup);

const sites = defaultSites();
sites.standup = { hosts: ['standup.example.ch', 'humour.example.fr'], frenchHosts: ['humour.example.fr'], shareBaseUrl: 'https://standup.example.ch' };
sites.rock = { ...sites.rock, hosts: ['rock.example.org'] };
const site = (hostname: string, port: string) => resolveSite({ hostname, port, sites });

describe('the invite link', () => {
  it('reads the spec texts', () => {
    expect(INVITE_LINK_TEXT).toBe('Want to join the platform?');
    expect(INVITE_LINK_TEXT_FR).toBe('Envie de rejoindre la plateforme ?');
  });

  it('appears on the stand-up port and the stand-up hosts, in French on the French one', () => {
    expect(inviteLinkText(site('localhost', '3003'))).toBe(INVITE_LINK_TEXT);
    expect(inviteLinkText(site('standup.example.ch', ''))).toBe(INVITE_LINK_TEXT);
    expect(inviteLinkText(site('humour.example.fr', ''))).toBe(INVITE_LINK_TEXT_FR);
  });

  it('appears on the rock port and the rock hosts too, in English', () => {
    expect(inviteLinkText(site('localhost', '3001'))).toBe(INVITE_LINK_TEXT);
    expect(inviteLinkText(site('rock.example.org', ''))).toBe(INVITE_LINK_TEXT);
    expect(inviteLinkText(site('ROCK.example.org.', ''))).toBe(INVITE_LINK_TEXT);
  });

  it('is absent elsewhere', () => {
    expect(inviteLinkText(site('localhost', '3002'))).toBeNull();
    expect(inviteLinkText(site('localhost', '3006'))).toBeNull();
    expect(inviteLinkText(site('standup.example.ch.evil.test', ''))).toBeNull();
    expect(inviteLinkText(site('rock.example.org.evil.test', ''))).toBeNull();
  });

  it('opens the invite popup', () => {
    usePageStore.setState({ inviteOpen: false });
    render(<InviteLink site={site('localhost', '3003')} />);
    fireEvent.click(screen.getByRole('button', { name: INVITE_LINK_TEXT }));
    expect(usePageStore.getState().inviteOpen).toBe(true);
  });

  it('keeps the spec text as its name on the rock port, where phones show only an icon', () => {
    render(<InviteLink site={site('localhost', '3001')} />);
    expect(screen.getByRole('button', { name: INVITE_LINK_TEXT })).toHaveTextContent(INVITE_LINK_TEXT);
  });

  it('renders nothing on 3002', () => {
    render(<InviteLink site={site('localhost', '3002')} />);
    expect(screen.queryByTestId('invite-link')).not.toBeInTheDocument();
  });
});
