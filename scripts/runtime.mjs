/**
 * Says which Node runs the scripts, and stops early with a clear message when it is older than the
 * engines range: the project carries Node 24 as a devDependency, which npm puts first on the PATH
 * of every npm script, so an older Node here means the script was started outside npm.
 */
const [major, minor] = process.versions.node.split(".").map(Number);
console.log(`Node ${process.version} (${process.execPath})`);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    "Node 22.22 or later is needed. Run the project's commands through npm (npm start, npm test, npm run bench), which use the Node 24 that npm install brought into node_modules.",
  );
  process.exit(1);
}
