/**
 * A throwaway test CA and a server certificate for 127.0.0.1 / localhost, made with `openssl` at test time so
 * nothing committed can expire. The hub trusts the CA through `Deno.createHttpClient` (in process) or `DENO_CERT`.
 */
export interface TestTls {
  dir: string;
  caPath: string;
  ca: string;
  cert: string;
  key: string;
  /** Removes the files. */
  cleanup(): Promise<void>;
}

async function openssl(args: string[], cwd: string): Promise<void> {
  const out = await new Deno.Command("openssl", { args, cwd, stdout: "piped", stderr: "piped" }).output();
  if (!out.success) throw new Error(`openssl ${args[0]} failed: ${new TextDecoder().decode(out.stderr)}`);
}

/** Generates CA + leaf (EC P-256, valid 2 days). */
export async function makeTestTls(): Promise<TestTls> {
  const dir = await Deno.makeTempDir({ prefix: "hub-tls-" });
  await openssl(["ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", "ca.key"], dir);
  await openssl([
    "req",
    "-x509",
    "-new",
    "-key",
    "ca.key",
    "-out",
    "ca.pem",
    "-days",
    "2",
    "-subj",
    "/CN=Hub Test CA",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  ], dir);
  await openssl(["ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", "leaf.key.sec1"], dir);
  await openssl(["pkcs8", "-topk8", "-nocrypt", "-in", "leaf.key.sec1", "-out", "leaf.key"], dir);
  await openssl(["req", "-new", "-key", "leaf.key", "-out", "leaf.csr", "-subj", "/CN=localhost"], dir);
  await Deno.writeTextFile(
    `${dir}/leaf.ext`,
    "basicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n" +
      "subjectAltName=IP:127.0.0.1,DNS:localhost\n",
  );
  await openssl([
    "x509",
    "-req",
    "-in",
    "leaf.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "leaf.pem",
    "-days",
    "2",
    "-extfile",
    "leaf.ext",
  ], dir);
  return {
    dir,
    caPath: `${dir}/ca.pem`,
    ca: await Deno.readTextFile(`${dir}/ca.pem`),
    cert: await Deno.readTextFile(`${dir}/leaf.pem`),
    key: await Deno.readTextFile(`${dir}/leaf.key`),
    cleanup: () => Deno.remove(dir, { recursive: true }),
  };
}
