/** The Accept header streamable HTTP requires on every MCP request. */
export const MCP_ACCEPT = "application/json, text/event-stream";

/** `initialize` over raw fetch (the SDK client always asks for its latest version); returns status, session, body. */
export async function rawInitialize(url: string, protocolVersion: string, clientName = "raw") {
  const response = await fetch(`${url}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: MCP_ACCEPT },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion, capabilities: {}, clientInfo: { name: clientName, version: "1" } },
    }),
  });
  const body = await response.json();
  return { status: response.status, sessionId: response.headers.get("mcp-session-id"), body };
}
