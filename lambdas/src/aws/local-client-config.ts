/**
 * Settings for an AWS client pointed at a local endpoint (dynalite, aws-ses-v2-local, a stub of Amazon Location or
 * SSM): the local stack and tests set the endpoint; deployed functions never do. No real credentials.
 */
export const localClientConfig = (endpoint: string) => ({
  endpoint,
  region: 'eu-west-2',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
