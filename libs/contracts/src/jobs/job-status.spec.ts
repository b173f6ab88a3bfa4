import { jobOwner } from './job-status';

describe('jobOwner', () => {
  it('reads the owning service from the job id prefix', () => {
    expect(jobOwner('scripts_0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('scripts');
    expect(jobOwner('video_0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('video');
  });

  it('refuses ids of no known service or of the wrong form', () => {
    expect(jobOwner('billing_0f8fad5b-d9cb-469f-a165-70867728950e')).toBeNull();
    expect(jobOwner('video_123')).toBeNull();
    expect(jobOwner('video_0f8fad5b-d9cb-469f-a165-70867728950e/../x')).toBeNull();
  });
});
