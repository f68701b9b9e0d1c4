/** A bare Next.js app, built in the same run as Aula so that the benchmark reports ratios. */
export default { poweredByHeader: false, typescript: { ignoreBuildErrors: true } };
