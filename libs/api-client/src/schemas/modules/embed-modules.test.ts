import { describe, expect, it } from 'vitest';
import { issueKeys } from '../../testing/module-fixtures';
import { audioModuleInputSchema } from './audio-module';
import { socialMediaModuleInputSchema } from './social-media-module';
import { videoModuleInputSchema } from './video-module';
import { viewerModuleInputSchema } from './viewer-module';

describe('embed block forms (spec 5)', () => {
  it('video: the url is required and must be on the video allow-list', () => {
    expect(issueKeys(videoModuleInputSchema, { video_url: 'https://youtu.be/abc' })).toEqual([]);
    expect(issueKeys(videoModuleInputSchema, { video_url: '' })).toEqual(['validation.required']);
    expect(issueKeys(videoModuleInputSchema, {})).toEqual(['validation.required']);
    expect(issueKeys(videoModuleInputSchema, { video_url: 'https://example.com/v.mp4' })).toEqual([
      'validation.videoUrl',
    ]);
  });

  it('audio: the embed must name an audio platform', () => {
    expect(
      issueKeys(audioModuleInputSchema, {
        embed: '<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>',
      }),
    ).toEqual([]);
    expect(
      issueKeys(audioModuleInputSchema, { embed: 'https://aula.podigee.io/1-episode' }),
    ).toEqual([]);
    expect(issueKeys(audioModuleInputSchema, { embed: ' ' })).toEqual(['validation.required']);
    expect(issueKeys(audioModuleInputSchema, { embed: 'https://youtube.com/watch?v=1' })).toEqual([
      'validation.embedNotAllowed',
    ]);
  });

  it('viewer: the embed must name a document-publishing service', () => {
    expect(
      issueKeys(viewerModuleInputSchema, { embed: 'https://www.yumpu.com/de/document/view/1' }),
    ).toEqual([]);
    expect(issueKeys(viewerModuleInputSchema, { embed: 'https://example.com/doc.pdf' })).toEqual([
      'validation.embedNotAllowed',
    ]);
  });

  it('social: the embed must name a known social network', () => {
    expect(
      issueKeys(socialMediaModuleInputSchema, {
        embed: '<blockquote cite="https://www.tiktok.com/@aula/video/1"></blockquote>',
      }),
    ).toEqual([]);
    expect(
      issueKeys(socialMediaModuleInputSchema, { embed: 'https://mastodon.social/@aula' }),
    ).toEqual(['validation.embedNotAllowed']);
  });
});
